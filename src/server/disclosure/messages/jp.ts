import type { DisclosureMessages } from '../DisclosureMessages';

const jp: DisclosureMessages = {
  title: '外部送信について',
  intro:
    'Tabiji（旅路）では、ページを表示したときなどに、ご利用者の情報を外部の事業者へ送信することがあります。電気通信事業法の外部送信規律にもとづき、送信される情報の内容、送信先、利用目的を次のとおり公表します。',
  listDate: '{date} 時点の一覧です。',
  recipient: '送信先',
  origins: '送信先のアドレス',
  dataSent: '送信される情報の内容',
  purpose: '利用目的',
  consent: '送信のタイミングとご利用者の選択',
  privacyPolicy: '送信先のプライバシーポリシー',
  operatorOf: '{origin} の運営者',
  noPolicy: '送信先のサイトをご覧ください。',
  services: {
    'google-ads': 'Google の広告配信',
    'firebase-auth': 'Firebase Authentication（ログイン）',
    'firebase-messaging': 'Firebase Cloud Messaging（通知）',
    'ip-lookup': 'IP アドレスから国・地域を調べるサービス',
    'event-log': '閲覧記録の収集サービス',
    'hotel-affiliate': 'ホテル予約の提携先',
    'flight-affiliate': '航空券検索の提携先',
  },
  purposes: {
    'google-ads': '広告を表示し、表示やクリックの回数を測るため',
    'firebase-auth': 'ログインした方のログイン状態を保つため',
    'firebase-messaging': '希望された方に旅行の最新情報を通知で届けるため',
    'ip-lookup': '閲覧統計のために、ご利用者の国・地域を知るため',
    'event-log': 'サイトの閲覧統計を作るため',
    'hotel-affiliate': 'ホテルを検索・予約していただくため、また当サイトが紹介料を受け取るため',
    'flight-affiliate': '航空券を検索・予約していただくため、また当サイトが紹介料を受け取るため',
  },
  consents: {
    'google-ads':
      '広告は同意の有無にかかわらず表示します。ご利用者に合わせた広告は、「同意する」を押した後にだけ表示し、ブラウザがグローバル・プライバシー・コントロール（GPC）を送信しているときは表示しません。',
    'firebase-auth': 'ログインを保つために必要なため、同意の対象ではありません。このブラウザでログインしているときだけ送信します。',
    'firebase-messaging': '「旅行の最新情報を受け取る」ボタンを押し、ブラウザで通知を許可したときだけ送信します。',
    'ip-lookup': '「同意する」を押した後だけ送信します。',
    'event-log': '閲覧の記録は、同意の有無にかかわらず送信します。「同意する」を押すまでは、タブを閉じると消えるランダムな ID だけを付けます。ブラウザを再び識別できる ID と国・地域は、「同意する」を押した後だけ送信します。',
    'hotel-affiliate': '提携先へのリンクを押すまで何も送信しません。押したときに、リンクのアドレスに含めて送信します。',
    'flight-affiliate': '提携先へのリンクを押すまで何も送信しません。押したときに、リンクのアドレスに含めて送信します。',
  },
  data: {
    pageUrl: '表示しているページのアドレス',
    adRequest: '広告枠の大きさと広告の表示条件',
    browser: 'ブラウザ・端末の種類や言語などの情報',
    ipAddress: 'IP アドレス',
    googleCookies: 'Google の Cookie に保存された識別子',
    authTokens: 'ログインに使う ID トークンと更新トークン',
    pushToken: '通知の送り先を示すトークン',
    appInstanceId: 'アプリの識別番号（インスタンス ID）',
    visitRecord: 'ページのアドレス（個人につながる部分を除く）、参照元、押したリンク、ブラウザの言語',
    visitIds: '訪問 ID・クライアント ID と国・地域',
    partnerSearch: '検索の条件（目的地・日付・人数）と当サイトの提携 ID',
  },
};

export default jp;
