import { UI_TEXT } from "@eldercare/contracts";
import { Page } from "../../../components/ui/page.tsx";
import { useSubscriptionPlans } from "../api/use-subscription-plans.ts";
import { PlanTierTable } from "../components/plan-tier-table.tsx";
import { planTables } from "../lib/plan-table.ts";

function PlanCatalogue() {
  const plans = useSubscriptionPlans();

  if (plans.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted">
        {UI_TEXT.loadingPlans}
      </p>
    );
  }

  if (plans.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-white p-6">
        <p className="font-semibold text-danger">We could not load the plans.</p>
        <p className="mt-2">{plans.error.message}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={() => void plans.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const tables = planTables(plans.data);
  if (tables.length === 0) {
    return <p className="py-10 text-center">No plans are available at the moment. Please check back soon.</p>;
  }
  return (
    // Three tiers side by side only where a tier's table fits without scrolling; one centred column below that.
    <div className="mx-auto grid max-w-2xl gap-8 min-[1240px]:max-w-none min-[1240px]:grid-cols-3 min-[1240px]:gap-4">
      {tables.map((table) => (
        <PlanTierTable key={table.tier} table={table} />
      ))}
    </div>
  );
}

export function PlanDetailsPage() {
  return (
    <Page
      title="Plans and Pricing"
      width="full"
      lead="Choose the care that suits your family, for one person or a couple, paid yearly or quarterly. All amounts are in Indian rupees."
    >
      <PlanCatalogue />
    </Page>
  );
}
