// The build of the islands' markup, the same in the browser bundle and the server renderer: scripts/build.mjs writes
// it (a hash of the sources and the lockfile) to .build/markupBuild.json before Parcel runs, and both targets take it
// through the package.json alias `tabiji-markup-build` (Parcel inlines no process.env into a Node target). Unit tests
// map the alias to tests/fixtures/markupBuild.json.
import markupBuild from 'tabiji-markup-build';

/** The markup build id (12 hex digits in a build; "test" under Jest). */
export const MARKUP_BUILD: string = markupBuild.id;

/**
 * Whether this is a production build (`npm run build`, not `--demo`): the renderer then refuses a configuration the
 * law's disclosure cannot be written from, as the build does. False under Jest (its fixture has no such field).
 */
export const MARKUP_BUILD_IS_PRODUCTION: boolean = markupBuild.production === true;
