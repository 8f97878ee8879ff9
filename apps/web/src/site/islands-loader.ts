// The islands' loader (islands/boot.ts) is asked for once the page has painted its content: on a
// phone, the first render then shares neither the network nor the main thread with it, and the
// page's largest text shows sooner (issue 29). Nothing on the page needs it earlier: links and forms
// work without it, and an island the visitor is already in when it arrives runs at once (boot.ts).

/** The inline script that imports the loader after the first contentful paint (at once where the browser cannot tell). */
export function islandsLoaderScript(src: string): string {
  const load = `import(${JSON.stringify(src)})`;
  return `(function(){function l(){${load}}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(s,o){if(s.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}}).observe({type:"paint",buffered:true});return}}catch(e){}l()})()`;
}
