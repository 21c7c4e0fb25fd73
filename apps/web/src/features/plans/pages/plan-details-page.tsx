import { LOAD_MESSAGES, PRICE_TEXT, UI_TEXT } from "@eldercare/contracts";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { usePlanCatalogue } from "../../../lib/plan-catalogue.ts";
import { inclusionsOf } from "../../../lib/plan-inclusions.ts";
import { PlanTierTable } from "../components/plan-tier-table.tsx";
import { planTables } from "../lib/plan-table.ts";

function PlanCatalogue() {
  const plans = usePlanCatalogue();

  if (plans.isPending) return <LoadingNotice>{UI_TEXT.loadingPlans}</LoadingNotice>;
  if (plans.isError) {
    return (
      <LoadError title={LOAD_MESSAGES.plansFailed} error={plans.error} onRetry={() => void plans.refetch()} />
    );
  }

  const tables = planTables(plans.data.plans);
  if (tables.length === 0) {
    return <p className="py-10 text-center">{LOAD_MESSAGES.noPlans}</p>;
  }
  return (
    <>
      {/* Three tiers side by side only where a tier's table fits without scrolling; one column below that, at the page's left edge. */}
      <div className="grid max-w-2xl gap-8 min-[1240px]:max-w-none min-[1240px]:grid-cols-3 min-[1240px]:gap-4">
        {tables.map((table) => (
          <PlanTierTable
            key={table.tier}
            table={table}
            inclusions={inclusionsOf(plans.data.inclusions, table.tier)}
          />
        ))}
      </div>
      {/* Under the totals (GST included), as on the home page and in the plan dialog (decision 0041). */}
      <p className="mt-6 max-w-2xl text-base text-muted">{PRICE_TEXT.registrationOnce}</p>
    </>
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
