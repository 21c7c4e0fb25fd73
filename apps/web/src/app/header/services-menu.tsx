import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "react-router";
import { SERVICE_MENU } from "./service-sections.ts";

/** "Services" with the five assistance sections; choosing one scrolls to it and makes it glow. */
export function ServicesMenu({ className }: { className: string }) {
  const { pathname } = useLocation();
  const active = pathname.startsWith("/services");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${className} gap-1 ${active ? "nav-active" : ""}`}>
        Services
        <ChevronDown aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-64 rounded-lg border border-line bg-white p-1.5 shadow-xl"
        >
          {SERVICE_MENU.map((item) => (
            <DropdownMenu.Item key={item.section} asChild>
              <Link
                to={item.to}
                className="flex min-h-11 items-center rounded-md px-3 font-semibold text-ink no-underline outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
