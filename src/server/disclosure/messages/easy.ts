import type { DisclosureMessages } from '../DisclosureMessages';

// やさしい日本語: 短い 文で、やさしい ことばだけ。
const easy: DisclosureMessages = {
  title: 'ほかの 会社に 送る 情報',
  intro:
    'Tabiji を 見ると、あなたの 情報を ほかの 会社に 送る ことが あります。日本の 法律で、何を、どこに、何の ために 送るかを 知らせます。',
  listDate: '{date} の 一覧です。',
  recipient: '送る 先',
  origins: '送る 先の アドレス',
  dataSent: '送る 情報',
  purpose: '何の ために 使うか',
  consent: 'いつ 送るか',
  privacyPolicy: '送る 先の 個人情報の きまり',
  operatorOf: '{origin} の 会社',
  noPolicy: '送る 先の サイトを 見て ください。',
  services: {
    'google-ads': 'Google の 広告',
    'firebase-auth': 'Firebase の ログイン',
    'firebase-messaging': 'Firebase の お知らせ',
    'ip-lookup': 'あなたの 国を 調べる サービス',
    'event-log': 'サイトを 見た 記録を 集める サービス',
    'hotel-affiliate': 'ホテルの 予約の 会社',
    'flight-affiliate': '飛行機の チケットの 会社',
  },
  purposes: {
    'google-ads': '広告を 出す ためです。広告を 何回 見たか、押したかを 数えます。',
    'firebase-auth': 'ログインした ままに する ためです。',
    'firebase-messaging': 'あなたが ほしい 旅行の お知らせを 送る ためです。',
    'ip-lookup': 'あなたの 国を 知る ためです。サイトの 数字に 使います。',
    'event-log': 'サイトを 見た 人の 数を 数える ためです。',
    'hotel-affiliate': 'ホテルを さがして 予約する ためです。Tabiji は お金を もらいます。',
    'flight-affiliate': '飛行機の チケットを さがして 買う ためです。Tabiji は お金を もらいます。',
  },
  consents: {
    'google-ads': '広告は いつも 出ます。あなたに 合わせた 広告は「さんせい する」を 押した あとだけです。ブラウザが GPC（グローバル・プライバシー・コントロール）を 送る ときは、あなたに 合わせた 広告は 出しません。',
    'firebase-auth': 'ログインに 必要です。ログインして いる ときだけ 送ります。',
    'firebase-messaging': 'お知らせの ボタンを 押して、ブラウザで「許可」した ときだけ 送ります。',
    'ip-lookup': '「さんせい する」を 押した あとだけ 送ります。',
    'event-log': '見た 記録は いつも 送ります。「さんせい する」を 押す までは、タブを 閉じると 消える 番号だけを 使います。つぎも あなたの ブラウザだと わかる 番号と あなたの 国は、「さんせい する」を 押した あとだけです。',
    'hotel-affiliate': 'リンクを 押すまで 何も 送りません。押すと、リンクの アドレスで 送ります。',
    'flight-affiliate': 'リンクを 押すまで 何も 送りません。押すと、リンクの アドレスで 送ります。',
  },
  data: {
    pageUrl: '見て いる ページの アドレス',
    adRequest: '広告の 大きさと 広告の 条件',
    browser: 'ブラウザ、スマホや パソコン、ことば',
    ipAddress: 'IP アドレス',
    googleCookies: 'Google の Cookie の 番号',
    authTokens: 'ログインの ための 番号',
    pushToken: 'お知らせを 送る 先の 番号',
    appInstanceId: 'アプリの 番号',
    visitRecord: '見た ページの アドレス（あなたが わかる ところは 消します）、前の ページ、押した リンク、ことば',
    visitIds: 'あなたの 番号と 国',
    partnerSearch: 'さがした こと（行く ところ、日にち、人数）と Tabiji の 番号',
  },
};

export default easy;
