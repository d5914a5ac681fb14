// The classic script, for pages that cannot load modules (a CMS's script field, a tag manager):
// it loads the module next to it. No import and no export here, so it runs as a classic script;
// `document.currentScript` is read at once, as it is only set while the script first runs.
{
  const script = document.currentScript;
  const here = script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI;
  import(/* @vite-ignore */ new URL('./unistay-elements.js', here).href).catch((error: unknown) =>
    console.error(
      "Unistay's elements could not load: serve unistay-elements.js and its chunks folder next to this script.",
      error,
    ),
  );
}
