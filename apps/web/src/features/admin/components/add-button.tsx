import { Plus } from "lucide-react";

/** A console page's add button above its list, at the right (across a phone's width): "Add staff member". */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="flex justify-end">
      <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={onClick}>
        <Plus aria-hidden="true" className="size-5" />
        {label}
      </button>
    </div>
  );
}
