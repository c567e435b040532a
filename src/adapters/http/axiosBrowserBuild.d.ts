// The prebuilt browser build that axios exports beside its ES modules; same API.
declare module 'axios/dist/browser/axios.cjs' {
  import axios from 'axios';
  export default axios;
}
