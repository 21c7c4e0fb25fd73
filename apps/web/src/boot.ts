// A prerendered public page's only script at first: it loads the app after the page's first paint, so on
// a slow phone the page's content is drawn before the app's scripts compete for the network and the CPU.
// The server lists the modules (plugins/prerender.ts): the app's entry and every chunk the page needs,
// which are asked for together so they arrive in parallel rather than one import after another.

interface AppModules {
  entry: string;
  preload: string[];
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

function loadApp(modules: AppModules) {
  // Imported rather than preloaded with <link> elements: adding elements to the page would make the
  // browser work out every element's style again, a long task on a phone with a page of answers.
  for (const href of modules.preload) void import(/* @vite-ignore */ href).catch(() => undefined);
  void import(/* @vite-ignore */ modules.entry);
}

const listed = document.getElementById("app-modules")?.textContent;
if (listed) {
  const modules = JSON.parse(listed) as AppModules;
  let loading = false;
  const loadOnce = () => {
    if (loading) return;
    loading = true;
    for (const type of INTERACTIONS) removeEventListener(type, loadOnce, true);
    loadApp(modules);
  };
  // Someone who touches the page before it has painted should not wait for the paint as well.
  for (const type of INTERACTIONS) addEventListener(type, loadOnce, { capture: true, passive: true });
  // A page opened in a background tab is never painted: it loads the app at once.
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(loadOnce));
  else loadOnce();
}
