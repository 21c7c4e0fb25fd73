import { toast } from "./toast.ts";

/**
 * Spec §4: "A progress message with type 2 and count 1 precedes each admin call". Shows `message` as
 * one loading toast while `run` works; then the success message in its place (when there is one), or
 * nothing. A failure removes it (the client has already toasted the error).
 */
export async function withProgress<T>(
  message: string,
  run: () => Promise<T>,
  success?: string | ((data: T) => string | undefined),
): Promise<T> {
  const id = `progress:${message}`;
  toast.loading(message, { id });
  try {
    const data = await run();
    const text = typeof success === "function" ? success(data) : success;
    if (text) toast.success(text, { id });
    else toast.dismiss(id);
    return data;
  } catch (error) {
    toast.dismiss(id);
    throw error;
  }
}
