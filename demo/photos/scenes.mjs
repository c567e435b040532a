// The demo's stand-in photos: eight landscapes drawn by landscape.mjs, each with fixed parameters and an alt text in
// the ten page languages. The alt says what the generated picture shows (they stand in for real place photos, so
// describing the place would be untrue).

/**
 * @typedef {[number, number, number]} Hsl  hue 0–360, saturation and lightness 0–1
 * @typedef {object} Scene
 * @property {string} name  its files' folder name
 * @property {number} seed  the wave shapes, texture and grain
 * @property {{ top: Hsl, horizon: Hsl }} sky
 * @property {{ x: number, y: number, radius: number, colour: [number, number, number] } | null} sun  in fractions of the picture
 * @property {number} clouds  0 none … 1 overcast
 * @property {number} haze  how much the farthest hill fades into the horizon (0–1)
 * @property {Hsl[]} hills  back to front
 * @property {Record<string, string>} alt  by path code: jp, en, tw, th, ko, cn, id, vn, easy, es
 */

/** @type {readonly Scene[]} */
export const SCENES = Object.freeze([
  {
    name: 'noon-green',
    seed: 11,
    sky: { top: [214, 0.7, 0.42], horizon: [200, 0.75, 0.82] },
    sun: { x: 0.72, y: 0.13, radius: 0.045, colour: [255, 251, 228] },
    clouds: 0.15,
    haze: 0.35,
    hills: [[105, 0.3, 0.55], [112, 0.42, 0.42], [100, 0.5, 0.32], [118, 0.55, 0.24]],
    alt: {
      jp: '晴れた青空の下に広がる緑の丘と、高く昇った太陽',
      en: 'Green hills under a clear blue sky, with the sun high up',
      tw: '晴朗藍天下的綠色山丘，太陽高掛天空',
      th: 'เนินเขาสีเขียวใต้ท้องฟ้าสีครามแจ่มใส และดวงอาทิตย์ลอยอยู่สูง',
      ko: '맑고 푸른 하늘 아래 펼쳐진 초록 언덕과 높이 뜬 해',
      cn: '晴朗蓝天下的绿色山丘，太阳高挂天空',
      id: 'Bukit-bukit hijau di bawah langit biru cerah, dengan matahari tinggi di atas',
      vn: 'Những ngọn đồi xanh dưới bầu trời trong xanh, mặt trời đã lên cao',
      easy: 'はれた 青い 空の 下の みどりの おか。たいようが 空の 高い ところに あります',
      es: 'Colinas verdes bajo un cielo azul despejado, con el sol en lo alto',
    },
  },
  {
    name: 'dusk-orange',
    seed: 23,
    sky: { top: [262, 0.45, 0.26], horizon: [28, 0.95, 0.62] },
    sun: { x: 0.34, y: 0.34, radius: 0.06, colour: [255, 205, 120] },
    clouds: 0.1,
    haze: 0.3,
    hills: [[300, 0.18, 0.3], [290, 0.2, 0.2], [280, 0.22, 0.13]],
    alt: {
      jp: 'オレンジ色の夕焼け空を背にした暗い山並みと、そのすぐ上に低く沈む太陽',
      en: 'Dark hills against an orange evening sky, with the sun low above them',
      tw: '橘色晚霞映襯下的深色山丘，夕陽低垂在山頂上方',
      th: 'เนินเขาสีเข้มตัดกับท้องฟ้ายามเย็นสีส้ม และดวงอาทิตย์ที่ลอยต่ำเหนือเนินเขา',
      ko: '주황빛 저녁 하늘을 배경으로 한 어두운 언덕과 그 위에 낮게 걸린 해',
      cn: '橙色晚霞映衬下的深色山丘，夕阳低垂在山顶上方',
      id: 'Bukit-bukit gelap berlatar langit senja berwarna jingga, dengan matahari rendah di atasnya',
      vn: 'Những ngọn đồi sẫm màu trên nền trời chiều màu cam, mặt trời xuống thấp ngay phía trên',
      easy: 'ゆうがたの オレンジいろの 空と くらい 山。たいようが 山の すこし 上に あります',
      es: 'Colinas oscuras recortadas contra un cielo anaranjado de atardecer, con el sol bajo sobre ellas',
    },
  },
  {
    name: 'autumn-hills',
    seed: 37,
    sky: { top: [208, 0.45, 0.6], horizon: [200, 0.45, 0.86] },
    sun: { x: 0.2, y: 0.2, radius: 0.04, colour: [255, 248, 225] },
    clouds: 0.2,
    haze: 0.3,
    hills: [[38, 0.55, 0.55], [24, 0.7, 0.47], [10, 0.7, 0.38], [2, 0.65, 0.3]],
    alt: {
      jp: '淡い青空の下、赤やオレンジ色に紅葉した丘',
      en: 'Hills in red and orange autumn colours under a pale blue sky',
      tw: '淡藍天空下染上紅色與橘色秋葉的山丘',
      th: 'เนินเขาที่เปลี่ยนเป็นสีแดงและสีส้มในฤดูใบไม้ร่วง ใต้ท้องฟ้าสีฟ้าอ่อน',
      ko: '옅은 파란 하늘 아래 빨갛고 주황빛으로 단풍 든 언덕',
      cn: '淡蓝天空下染上红色与橙色秋叶的山丘',
      id: 'Bukit-bukit berwarna merah dan jingga khas musim gugur di bawah langit biru pucat',
      vn: 'Những ngọn đồi nhuộm sắc đỏ và cam mùa thu dưới bầu trời xanh nhạt',
      easy: 'あきの 色に なった 赤と オレンジいろの おか。空は うすい 青です',
      es: 'Colinas con colores otoñales rojos y naranjas bajo un cielo azul pálido',
    },
  },
  {
    name: 'misty-ridges',
    seed: 41,
    sky: { top: [210, 0.08, 0.8], horizon: [210, 0.1, 0.9] },
    sun: null,
    clouds: 0,
    haze: 0.8,
    hills: [[212, 0.18, 0.62], [214, 0.2, 0.52], [216, 0.22, 0.42], [218, 0.24, 0.32], [220, 0.26, 0.22]],
    alt: {
      jp: '白い空の下、霧の中へ幾重にも薄れていく青灰色の山並み',
      en: 'Layers of blue-grey mountain ridges fading into mist under a white sky',
      tw: '白色天空下，層層疊疊的藍灰色山脊逐漸隱沒在霧中',
      th: 'แนวสันเขาสีเทาอมฟ้าซ้อนกันหลายชั้นจางหายไปในสายหมอก ใต้ท้องฟ้าสีขาว',
      ko: '하얀 하늘 아래 안개 속으로 희미해지는 겹겹의 청회색 산등성이',
      cn: '白色天空下，层层叠叠的蓝灰色山脊逐渐隐没在雾中',
      id: 'Lapisan punggung gunung biru keabu-abuan yang memudar dalam kabut di bawah langit putih',
      vn: 'Những dãy núi xanh xám chồng lớp mờ dần trong sương dưới bầu trời trắng',
      easy: '白い 空の 下に 青と はいいろの 山が いくつも かさなって います。とおくの 山は きりで うすく 見えます',
      es: 'Capas de crestas montañosas gris azulado que se desvanecen en la niebla bajo un cielo blanco',
    },
  },
  {
    name: 'violet-twilight',
    seed: 53,
    sky: { top: [255, 0.5, 0.28], horizon: [330, 0.65, 0.72] },
    sun: null,
    clouds: 0.12,
    haze: 0.35,
    hills: [[275, 0.28, 0.42], [270, 0.3, 0.32], [265, 0.32, 0.22]],
    alt: {
      jp: 'ピンクと紫に染まった夕暮れの空と、その下の紫色の丘',
      en: 'Purple hills under a pink and violet twilight sky',
      tw: '粉紅與紫色暮光天空下的紫色山丘',
      th: 'เนินเขาสีม่วงใต้ท้องฟ้ายามพลบค่ำสีชมพูและสีม่วง',
      ko: '분홍빛과 보랏빛 황혼 하늘 아래의 보라색 언덕',
      cn: '粉红与紫色暮光天空下的紫色山丘',
      id: 'Bukit-bukit ungu di bawah langit senja berwarna merah muda dan ungu',
      vn: 'Những ngọn đồi tím dưới bầu trời chạng vạng màu hồng tím',
      easy: 'ピンクと むらさきいろの ゆうがたの 空と、むらさきいろの おか',
      es: 'Colinas moradas bajo un cielo crepuscular rosa y violeta',
    },
  },
  {
    name: 'golden-fields',
    seed: 67,
    sky: { top: [215, 0.8, 0.45], horizon: [205, 0.8, 0.8] },
    sun: { x: 0.16, y: 0.16, radius: 0.04, colour: [255, 252, 232] },
    clouds: 0.6,
    haze: 0.3,
    hills: [[48, 0.55, 0.6], [45, 0.7, 0.52], [42, 0.75, 0.45], [38, 0.75, 0.38]],
    alt: {
      jp: '白い雲が浮かぶ明るい青空の下の、黄金色の丘',
      en: 'Golden-yellow hills under a bright blue sky with white clouds',
      tw: '白雲飄浮的明亮藍天下，金黃色的山丘',
      th: 'เนินเขาสีเหลืองทองใต้ท้องฟ้าสีฟ้าสดใสที่มีเมฆสีขาว',
      ko: '흰 구름이 떠 있는 밝고 푸른 하늘 아래의 황금빛 언덕',
      cn: '白云飘浮的明亮蓝天下，金黄色的山丘',
      id: 'Bukit-bukit kuning keemasan di bawah langit biru cerah dengan awan putih',
      vn: 'Những ngọn đồi vàng óng dưới bầu trời xanh tươi có mây trắng',
      easy: '白い くもが ある あかるい 青い 空と、きいろい おか',
      es: 'Colinas de un amarillo dorado bajo un cielo azul intenso con nubes blancas',
    },
  },
  {
    name: 'snowy-hills',
    seed: 79,
    sky: { top: [205, 0.45, 0.62], horizon: [200, 0.35, 0.88] },
    sun: { x: 0.8, y: 0.22, radius: 0.035, colour: [255, 255, 245] },
    clouds: 0.25,
    haze: 0.3,
    hills: [[210, 0.12, 0.86], [212, 0.14, 0.8], [214, 0.16, 0.74], [216, 0.18, 0.68]],
    alt: {
      jp: '淡い青色の冬空の下、雪に覆われた白い丘',
      en: 'Snow-covered white hills under a pale blue winter sky',
      tw: '淡藍色冬日天空下，覆蓋白雪的山丘',
      th: 'เนินเขาสีขาวที่ปกคลุมด้วยหิมะ ใต้ท้องฟ้าฤดูหนาวสีฟ้าอ่อน',
      ko: '옅은 파란 겨울 하늘 아래 눈으로 덮인 하얀 언덕',
      cn: '淡蓝色冬日天空下，覆盖白雪的山丘',
      id: 'Bukit-bukit putih tertutup salju di bawah langit musim dingin yang biru pucat',
      vn: 'Những ngọn đồi trắng phủ tuyết dưới bầu trời mùa đông xanh nhạt',
      easy: 'ふゆの うすい 青い 空と、ゆきで 白く なった おか',
      es: 'Colinas blancas cubiertas de nieve bajo un pálido cielo azul de invierno',
    },
  },
  {
    name: 'morning-forest',
    seed: 97,
    sky: { top: [205, 0.55, 0.62], horizon: [48, 0.85, 0.82] },
    sun: { x: 0.26, y: 0.41, radius: 0.05, colour: [255, 240, 190] },
    clouds: 0.1,
    haze: 0.4,
    hills: [[140, 0.3, 0.3], [145, 0.36, 0.22], [150, 0.4, 0.16], [155, 0.45, 0.1]],
    alt: {
      jp: '早朝の森に覆われた深い緑の丘と、尾根のすぐ上に昇った太陽',
      en: 'Dark green forested hills in the early morning, with the sun just above the ridge',
      tw: '清晨覆蓋著森林的深綠色山丘，太陽剛升到山脊上方',
      th: 'เนินเขาป่าไม้สีเขียวเข้มยามเช้าตรู่ และดวงอาทิตย์ที่เพิ่งโผล่พ้นสันเขา',
      ko: '이른 아침 숲으로 덮인 짙은 초록 언덕과 능선 바로 위로 떠오른 해',
      cn: '清晨覆盖着森林的深绿色山丘，太阳刚升到山脊上方',
      id: 'Bukit-bukit berhutan hijau tua di pagi hari, dengan matahari yang baru terbit di atas punggung bukit',
      vn: 'Những ngọn đồi rừng xanh thẫm lúc sáng sớm, mặt trời vừa nhô lên trên đỉnh đồi',
      easy: 'あさ はやくの こい みどりの 森の おか。たいようが おかの すぐ 上に あります',
      es: 'Colinas boscosas de un verde oscuro a primera hora de la mañana, con el sol justo sobre la cresta',
    },
  },
]);

/** The scene of this name, or undefined. */
export function sceneNamed(name) {
  return SCENES.find((scene) => scene.name === name);
}
