// The only script a prerendered page asks for before it has drawn: once the page has loaded (its
// HTML, style sheets and images) and the browser has drawn a frame after that, it asks for the
// app's code, which then hydrates the page. Until then the network carries only what the first
// screen shows. The prerender (scripts/lib/prerender-plugin.ts) lists the code in
// `data-modules`, entry last.
function loadApp(): void {
  const boot = document.querySelector<HTMLScriptElement>('script[data-modules]');
  const modules = JSON.parse(boot?.dataset.modules ?? '[]') as string[];
  modules.forEach((href, index) => {
    const entry = index === modules.length - 1;
    const element = document.createElement(entry ? 'script' : 'link');
    if (element instanceof HTMLScriptElement) {
      element.type = 'module';
      element.src = href;
    } else {
      element.rel = 'modulepreload';
      element.href = href;
    }
    element.crossOrigin = '';
    document.head.append(element);
  });
}

/**
 * Once the images in view are decoded and a frame has been drawn after that (a busy phone may
 * draw the loaded page a moment later): the first screen is on the glass.
 */
function whenDrawn(): void {
  const inView = [...document.images].filter(
    (image) => image.getBoundingClientRect().top < window.innerHeight,
  );
  void Promise.all(inView.map((image) => image.decode().catch(() => undefined))).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(loadApp, 0))),
  );
}

if (document.readyState === 'complete') whenDrawn();
else window.addEventListener('load', whenDrawn, { once: true });
