import { UI_TEXT } from "@eldercare/contracts";
import { Link } from "react-router";
import { usePageMeta } from "../../../lib/use-page-meta.ts";

export function HomePage() {
  usePageMeta("Home");
  return (
    <section className="bg-linear-to-b from-primary-50 to-paper" aria-labelledby="home-title">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-24">
        <h1 id="home-title" className="text-4xl font-bold sm:text-5xl">
          {UI_TEXT.tagline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-xl text-muted">
          When you cannot be there, our trained companions and care coordinators can. We arrange
          companionship, wellness checks, help with daily errands and round-the-clock emergency coordination
          for your parents and elders across India, and keep you informed every step of the way.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link to="/plandetails" className="btn btn-primary w-full sm:w-auto">
            View plans
          </Link>
          <Link to="/services/consulting" className="btn btn-outline w-full sm:w-auto">
            Explore services
          </Link>
        </div>
      </div>
    </section>
  );
}
