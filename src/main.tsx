import './ui/styles/tabiji.css';

// The entry stays tiny. The islands' bundle waits, inert, in the head snippet's <template> and is started
// only once the host's own content has painted, so Tabiji never competes with the page's first (and largest)
// paint. Hidden tabs do not paint; the timeout starts the islands there too.
function startIslands(): void {
  const template = document.getElementById('tabiji-islands');
  if (!(template instanceof HTMLTemplateElement)) {
    console.error('Tabiji: the head snippet is incomplete (no <template id="tabiji-islands">); see README.');
    return;
  }
  document.head.append(template.content.cloneNode(true));
}

let isStarted = false;
const startOnce = () => {
  if (isStarted) return;
  isStarted = true;
  startIslands();
};
requestAnimationFrame(() => setTimeout(startOnce, 0));
setTimeout(startOnce, 200);
