/** The markup build (see src/markupBuild.ts): `{"id": "<12 hex digits>", "production": true}`, written by scripts/build.mjs. */
declare module 'tabiji-markup-build' {
  const markupBuild: { readonly id: string; readonly production?: boolean };
  export default markupBuild;
}
