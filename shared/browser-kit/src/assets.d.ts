// Asset imports resolve to a URL in every app's Vite build (and in Vitest). `?no-inline` keeps a
// small file a file: an inlined data URL would be repeated in the HTML wherever it is shown.
declare module '*?no-inline' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
// A component's stylesheet, imported for its side effect (each app's Vite build bundles it).
declare module '*.scss';
