import {
  CalendarClock,
  CalendarDays,
  CalendarOff,
  ClipboardList,
  HeartHandshake,
  History,
  LayoutDashboard,
  type LucideIcon,
  MessageCircleQuestion,
  PhoneCall,
  ReceiptIndianRupee,
  Repeat,
  ShieldCheck,
  UserRound,
  Users,
} from "lucide-react";
import type { AdminLinkKey } from "../lib/admin-links.ts";

const ICONS: Record<AdminLinkKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  members: Users,
  bookings: ClipboardList,
  schedules: Repeat,
  board: CalendarDays,
  reschedule: CalendarClock,
  refunds: ReceiptIndianRupee,
  companions: HeartHandshake,
  enquiries: PhoneCall,
  faqs: MessageCircleQuestion,
  staff: ShieldCheck,
  holidays: CalendarOff,
  audit: History,
  profile: UserRound,
};

/** The icon of a console page, the same in the avatar menu and the console's own menu. */
export function AdminLinkIcon({ page, className = "size-5" }: { page: AdminLinkKey; className?: string }) {
  const Icon = ICONS[page];
  return <Icon aria-hidden="true" className={className} />;
}
