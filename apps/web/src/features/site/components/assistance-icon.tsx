import type { AssistanceType } from "@eldercare/contracts";
import { HandHeart, type LucideIcon, ShoppingBasket, Siren, Stethoscope, Truck, Users } from "lucide-react";

const ICONS: Record<AssistanceType, LucideIcon> = {
  general: Users,
  emergency: Siren,
  medical: Stethoscope,
  geriatric: HandHeart,
  logistics: Truck,
  convenience: ShoppingBasket,
};

/** A decorative icon for an assistance type; the text beside it carries the meaning. */
export function AssistanceIcon({ type, className }: { type: AssistanceType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden="true" focusable="false" className={className} strokeWidth={2} />;
}
