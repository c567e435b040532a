// Draws a scene of scenes.mjs as RGBA pixels: a sky gradient with clouds and a sun, layered textured hills hazed with
// distance, and film grain (so the files compress like photos, not like flat art). Deterministic per scene and
// width; the scene is described in fractions of the picture, so every width shows the same picture.

/** FNV-1a: a 32-bit number from text (a stable choice per name: seeds here, each slug's scene in the catalog). */
export function hashOf(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a seeded random number generator giving [0, 1). */
function randomFrom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (from, to, amount) => from + (to - from) * amount;
const clamp = (value) => Math.min(1, Math.max(0, value));

/** [r, g, b] (0–255) of an [h, s, l] colour. */
function rgbOf([hue, saturation, lightness]) {
  const k = (n) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n) => (lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))) * 255;
  return [channel(0), channel(8), channel(4)];
}

/** Seeded value noise summed over octaves (fractal Brownian motion), for grass, tree lines and clouds. */
function noiseFrom(seed) {
  const size = 256;
  const permutation = new Uint8Array(size * 2);
  const values = new Float32Array(size);
  const random = randomFrom(seed);
  for (let index = 0; index < size; index += 1) {
    permutation[index] = index;
    values[index] = random();
  }
  for (let index = size - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [permutation[index], permutation[other]] = [permutation[other], permutation[index]];
  }
  for (let index = 0; index < size; index += 1) permutation[index + size] = permutation[index];
  const at = (x, y) => values[permutation[(permutation[x & 255] + y) & 511]];
  const smooth = (t) => t * t * (3 - 2 * t);
  const noise = (x, y) => {
    const left = Math.floor(x);
    const top = Math.floor(y);
    const across = smooth(x - left);
    const down = smooth(y - top);
    return mix(mix(at(left, top), at(left + 1, top), across), mix(at(left, top + 1), at(left + 1, top + 1), across), down);
  };
  return (x, y, octaves = 4) => {
    let sum = 0;
    let amplitude = 0.5;
    let frequency = 1;
    for (let octave = 0; octave < octaves; octave += 1) {
      sum += amplitude * noise(x * frequency, y * frequency);
      amplitude *= 0.5;
      frequency *= 2;
    }
    return sum;
  };
}

/** Each hill's base height, wave shape and colour, back to front (lower, darker and less hazed towards the front). */
function hillsOf(scene, random) {
  const count = scene.hills.length;
  return scene.hills.map((colour, index) => {
    const depth = count === 1 ? 1 : index / (count - 1);
    const waves = [1, 2, 3, 4].map((order) => ({
      frequency: (1 + random() * 3) * order * Math.PI,
      phase: random() * Math.PI * 2,
      amplitude: (0.05 / order) * (0.5 + random()),
    }));
    return { base: 0.5 + depth * 0.28 + (random() - 0.5) * 0.06, waves, colour: rgbOf(colour), haze: (1 - depth) * scene.haze };
  });
}

/**
 * The scene drawn `width` pixels wide at 3:2 (height rounded: 1280 → 853), as ImageData-shaped RGBA.
 * @param {import('./scenes.mjs').Scene} scene
 * @param {number} width
 * @returns {{ data: Uint8ClampedArray, width: number, height: number }}
 */
export function renderLandscape(scene, width) {
  const height = Math.round((width * 2) / 3);
  const random = randomFrom(hashOf(scene.name) ^ scene.seed);
  const hills = hillsOf(scene, random);
  const noise = noiseFrom(scene.seed);
  const grain = randomFrom(scene.seed ^ width);
  const data = new Uint8ClampedArray(width * height * 4);
  const aspect = width / height;
  const top = rgbOf(scene.sky.top);
  const horizon = rgbOf(scene.sky.horizon);
  // Clouds take a little of the horizon's colour: white at noon, warm at dusk.
  const cloud = horizon.map((channel) => mix(channel, 252, 0.65));
  const cloudThreshold = 0.64 - scene.clouds * 0.24;
  // Each hill's crest per column, with a ragged tree line.
  const crests = hills.map((hill) => {
    const crest = new Float32Array(width);
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      let level = hill.base;
      for (const wave of hill.waves) level -= wave.amplitude * Math.sin(u * wave.frequency + wave.phase);
      crest[x] = level + (noise(u * 40, hill.base * 10, 2) - 0.5) * 0.012;
    }
    return crest;
  });
  // Scalar channels in the loop: a million pixels at 1280 px, so no arrays per pixel.
  const [topRed, topGreen, topBlue] = top;
  const [horizonRed, horizonGreen, horizonBlue] = horizon;
  const [cloudRed, cloudGreen, cloudBlue] = cloud;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    const skyAmount = Math.min(1, Math.pow(v / 0.75, 1.3));
    const skyRed = mix(topRed, horizonRed, skyAmount);
    const skyGreen = mix(topGreen, horizonGreen, skyAmount);
    const skyBlue = mix(topBlue, horizonBlue, skyAmount);
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      let red;
      let green;
      let blue;
      let front = hills.length - 1;
      while (front >= 0 && v < crests[front][x]) front -= 1;
      if (front >= 0) {
        const hill = hills[front];
        const texture = noise(u * 60, v * 90, 3) - 0.5;
        const shade = 1 + texture * 0.45 - (v - crests[front][x]) * 0.6;
        const haze = hill.haze * 0.45;
        red = mix(hill.colour[0] * shade, horizonRed, haze);
        green = mix(hill.colour[1] * shade, horizonGreen, haze);
        blue = mix(hill.colour[2] * shade, horizonBlue, haze);
      } else {
        red = skyRed;
        green = skyGreen;
        blue = skyBlue;
        if (scene.clouds > 0) {
          const amount = clamp((noise(u * 6, v * 14) - cloudThreshold) * 3.2 * (1 - v));
          red = mix(red, cloudRed, amount);
          green = mix(green, cloudGreen, amount);
          blue = mix(blue, cloudBlue, amount);
        }
        if (scene.sun) {
          const dx = (u - scene.sun.x) * aspect;
          const dy = v - scene.sun.y;
          const distance = Math.sqrt(dx * dx + dy * dy);
          const glow = distance < scene.sun.radius ? 1 : Math.exp(-(distance - scene.sun.radius) * 14) * 0.55;
          red = mix(red, scene.sun.colour[0], glow);
          green = mix(green, scene.sun.colour[1], glow);
          blue = mix(blue, scene.sun.colour[2], glow);
        }
      }
      const offset = (y * width + x) * 4;
      const speck = (grain() - 0.5) * 14;
      data[offset] = red + speck;
      data[offset + 1] = green + speck;
      data[offset + 2] = blue + speck;
      data[offset + 3] = 255;
    }
  }
  return { data, width, height };
}
