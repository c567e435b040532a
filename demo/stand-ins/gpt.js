/* global window, document, IntersectionObserver */
// Stand-in for Google Publisher Tag (gpt.js): enough of the API for the demo to show ads without Google.
// Every call is recorded in window.__gptCalls as [name, ...args]: googletag calls by name ("defineSlot"),
// service calls as "pubads.<method>", slot calls as "slot.<method>" with the slot's element id before the args.
// Each ad request the stand-in "sends" (a slot rendered) is recorded as ["adRequest", elementId, { treatments, limitedAds }],
// with the privacy treatments and limited-ads setting in force at that moment, as Google's ad server would receive them.
// A slot whose ad unit path contains "empty" never fills. Fluid creatives fill the width, 250 px high, size [0, 0].
(function gptStandIn() {
  'use strict';
  const googletag = (window.googletag = window.googletag || { cmd: [] });
  if (googletag.isStandIn) return;
  const calls = (window.__gptCalls = window.__gptCalls || []);
  const record = (name, args) => calls.push([name, ...args]);
  const slots = [];
  const listeners = {};
  const state = { servicesEnabled: false, initialLoadDisabled: false, collapseEmptyDivs: false, singleRequest: false, lazyLoad: null, targeting: {}, privacy: {}, config: {} };
  let observer = null;

  function fire(type, event) {
    for (const listener of listeners[type] || []) {
      try {
        listener({ type, serviceName: 'publisher_ads', ...event });
      } catch (error) {
        console.error('gpt stand-in: listener failed', error);
      }
    }
  }

  const isPair = (value) => Array.isArray(value) && value.length === 2 && typeof value[0] === 'number';
  const toSizeList = (sizes) => (sizes === 'fluid' || isPair(sizes) ? [sizes] : Array.isArray(sizes) ? sizes : []);
  const sizeObject = (size) => (size === 'fluid' ? 'fluid' : { getWidth: () => size[0], getHeight: () => size[1] });

  function chosenSize(slot) {
    for (const [viewport, sizes] of slot.mapping || []) {
      if (window.innerWidth >= viewport[0] && window.innerHeight >= viewport[1]) return toSizeList(sizes)[0] || null;
    }
    return slot.sizes[0] || null;
  }

  function render(slot) {
    if (!slots.includes(slot)) return;
    record('adRequest', [slot.divId, { treatments: [...((state.privacy.treatments && state.privacy.treatments.treatments) || [])], limitedAds: state.privacy.limitedAds === true }]);
    const element = document.getElementById(slot.divId);
    fire('slotRequested', { slot });
    const size = chosenSize(slot);
    if (element) element.querySelectorAll(':scope > .demo-ad').forEach((node) => node.remove());
    fire('slotResponseReceived', { slot });
    if (!element || !size || slot.path.includes('empty')) {
      if (element && (slot.collapse ?? state.collapseEmptyDivs)) element.style.display = 'none';
      fire('slotRenderEnded', { slot, isEmpty: true, size: null, creativeId: null, lineItemId: null });
      return;
    }
    const creative = document.createElement('div');
    creative.className = size === 'fluid' ? 'demo-ad demo-ad-fluid' : 'demo-ad';
    const label = size === 'fluid' ? 'fluid' : `${size[0]}×${size[1]}`;
    if (size !== 'fluid') {
      creative.style.width = `${size[0]}px`;
      creative.style.height = `${size[1]}px`;
    }
    creative.dataset.adUnitPath = slot.path;
    creative.textContent = `Ad · ${slot.path} · ${label}`;
    element.style.display = '';
    element.appendChild(creative);
    const reported = size === 'fluid' ? [0, 0] : [size[0], size[1]];
    fire('slotRenderEnded', { slot, isEmpty: false, size: reported, creativeId: 1, lineItemId: 1 });
    setTimeout(() => fire('slotOnload', { slot }), 0);
    watchViewability(slot, creative);
  }

  // Google's display viewability: at least half the creative on screen for one continuous second, reported once.
  function watchViewability(slot, creative) {
    if (typeof IntersectionObserver !== 'function') return;
    let timer = null;
    const watcher = new IntersectionObserver((entries) => {
      const isHalfVisible = entries.some((entry) => entry.intersectionRatio >= 0.5);
      if (isHalfVisible && timer === null) {
        timer = setTimeout(() => {
          watcher.disconnect();
          fire('impressionViewable', { slot });
        }, 1000);
      } else if (!isHalfVisible && timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
    }, { threshold: [0, 0.5] });
    watcher.observe(creative);
  }

  // GPT (since September 2026) refreshes the slots a visitor is viewing when the page comes back from the
  // back/forward cache: a filled slot at least half on screen is requested and rendered again, recorded as
  // ["bfcacheRefresh", elementId].
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const slot of slots) {
      const element = document.getElementById(slot.divId);
      if (!element || !element.querySelector(':scope > .demo-ad')) continue;
      const box = element.getBoundingClientRect();
      const onScreen = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
      if (box.height === 0 || onScreen < box.height / 2) continue;
      record('bfcacheRefresh', [slot.divId]);
      render(slot);
    }
  });

  function schedule(slot) {
    const element = document.getElementById(slot.divId);
    if (state.lazyLoad && element && typeof IntersectionObserver === 'function') {
      if (!observer) {
        const margin = Number(state.lazyLoad.fetchMarginPercent ?? 500);
        observer = new IntersectionObserver((entries) => entries.forEach((entry) => {
          if (!entry.isIntersecting) return;
          observer.unobserve(entry.target);
          const pending = slots.find((candidate) => candidate.divId === entry.target.id);
          if (pending) render(pending);
        }), { rootMargin: `${Math.max(0, margin)}% 0px` });
      }
      observer.observe(element);
      return;
    }
    setTimeout(() => render(slot), 0);
  }

  function makeSlot(path, sizes, divId) {
    const slot = { path, divId, sizes: toSizeList(sizes), targeting: {}, mapping: null, collapse: undefined };
    const method = (name, body) => (...args) => {
      record(`slot.${name}`, [divId, ...args]);
      return body(...args);
    };
    Object.assign(slot, {
      addService: method('addService', () => slot),
      setTargeting: method('setTargeting', (key, value) => { slot.targeting[key] = [].concat(value).map(String); return slot; }),
      getTargeting: (key) => slot.targeting[key] || [],
      getTargetingKeys: () => Object.keys(slot.targeting),
      clearTargeting: method('clearTargeting', (key) => { if (key === undefined) slot.targeting = {}; else delete slot.targeting[key]; return slot; }),
      setConfig: method('setConfig', (config) => {
        if (!config) return undefined;
        if (config.targeting) Object.assign(slot.targeting, config.targeting);
        if ('collapseDiv' in config) slot.collapse = config.collapseDiv === null ? undefined : config.collapseDiv !== 'DISABLED';
        if (config.safeFrame) slot.safeFrame = { ...slot.safeFrame, ...config.safeFrame };
        return undefined;
      }),
      defineSizeMapping: method('defineSizeMapping', (mapping) => { slot.mapping = mapping; return slot; }),
      setCollapseEmptyDiv: method('setCollapseEmptyDiv', (collapse) => { slot.collapse = Boolean(collapse); return slot; }),
      getSlotElementId: () => divId,
      getAdUnitPath: () => path,
      getSizes: () => slot.sizes.map(sizeObject),
    });
    return slot;
  }

  const slotsFrom = (list) => (Array.isArray(list) ? list.filter((slot) => slots.includes(slot)) : [...slots]);

  const pubads = {};
  const service = (name, body) => {
    pubads[name] = (...args) => {
      record(`pubads.${name}`, args);
      const result = body(...args);
      return result === undefined ? pubads : result;
    };
  };
  service('enableSingleRequest', () => { state.singleRequest = true; return true; });
  service('enableLazyLoad', (options) => { state.lazyLoad = options || {}; });
  service('collapseEmptyDivs', (collapseBeforeFetch) => { state.collapseEmptyDivs = true; state.collapseBeforeFetch = Boolean(collapseBeforeFetch); return true; });
  service('setTargeting', (key, value) => { state.targeting[key] = [].concat(value).map(String); });
  service('clearTargeting', (key) => { if (key === undefined) state.targeting = {}; else delete state.targeting[key]; });
  service('setPrivacySettings', (settings) => { Object.assign(state.privacy, settings); });
  service('disableInitialLoad', () => { state.initialLoadDisabled = true; });
  service('setCentering', () => undefined);
  service('refresh', (list) => { slotsFrom(list).forEach(schedule); });
  service('clear', (list) => { slotsFrom(list).forEach(clearCreative); return true; });
  service('addEventListener', (type, listener) => { (listeners[type] = listeners[type] || []).push(listener); });
  service('removeEventListener', (type, listener) => {
    listeners[type] = (listeners[type] || []).filter((candidate) => candidate !== listener);
    return true;
  });
  pubads.getSlots = () => [...slots];
  pubads.getTargeting = (key) => state.targeting[key] || [];
  pubads.getTargetingKeys = () => Object.keys(state.targeting);

  function clearCreative(slot) {
    const element = document.getElementById(slot.divId);
    if (element) element.querySelectorAll(':scope > .demo-ad').forEach((node) => node.remove());
    if (observer && element) observer.unobserve(element);
  }

  const api = (name, body) => {
    googletag[name] = (...args) => {
      record(name, args);
      return body(...args);
    };
  };
  api('pubads', () => pubads);
  api('defineSlot', (path, sizes, divId) => {
    if (slots.some((slot) => slot.divId === divId)) {
      console.warn(`gpt stand-in: a slot for #${divId} is already defined`);
      return null;
    }
    const slot = makeSlot(path, sizes, divId);
    slots.push(slot);
    return slot;
  });
  api('enableServices', () => { state.servicesEnabled = true; googletag.pubadsReady = true; });
  api('display', (target) => {
    const slot = typeof target === 'string' ? slots.find((candidate) => candidate.divId === target) : slotsFrom([target])[0];
    if (!slot) return console.warn(`gpt stand-in: display() of an undefined slot ${String(target && target.divId ? target.divId : target)}`);
    if (!state.servicesEnabled) return console.warn('gpt stand-in: display() before enableServices() shows nothing');
    if (!state.initialLoadDisabled) schedule(slot);
    return undefined;
  });
  api('setConfig', (config) => {
    Object.assign(state.config, config);
    if ('singleRequest' in config) state.singleRequest = Boolean(config.singleRequest);
    if ('lazyLoad' in config) state.lazyLoad = config.lazyLoad || null;
    if ('collapseDiv' in config) state.collapseEmptyDivs = config.collapseDiv !== 'DISABLED' && Boolean(config.collapseDiv);
    if ('disableInitialLoad' in config) state.initialLoadDisabled = Boolean(config.disableInitialLoad);
    if (config.targeting) Object.entries(config.targeting).forEach(([key, value]) => { state.targeting[key] = [].concat(value).map(String); });
    if (config.privacyTreatments) state.privacy.treatments = config.privacyTreatments;
  });
  api('companionAds', () => ({ setRefreshUnfilledSlots: () => undefined, addEventListener: () => undefined }));
  api('destroySlots', (list) => {
    const doomed = slotsFrom(list);
    doomed.forEach((slot) => {
      clearCreative(slot);
      slots.splice(slots.indexOf(slot), 1);
    });
    return doomed.length > 0;
  });
  api('sizeMapping', () => {
    const mapping = [];
    const builder = { addSize: (viewport, sizes) => { mapping.push([viewport, sizes]); return builder; }, build: () => mapping };
    return builder;
  });
  googletag.getVersion = () => 'tabiji-demo-stand-in';
  googletag.isStandIn = true;
  googletag.apiReady = true;

  const queued = Array.isArray(googletag.cmd) ? googletag.cmd : [];
  const run = (command) => {
    try {
      if (typeof command === 'function') command.call(window);
    } catch (error) {
      console.error('gpt stand-in: a queued command failed', error);
    }
  };
  googletag.cmd = { push: (...commands) => { commands.forEach(run); return commands.length; } };
  queued.forEach(run);
}());
