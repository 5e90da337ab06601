export const TENANTS = [
  { id: '403005a2-ce7c-4619-93cc-94de7447bec6', region: 'us', sha: '937b0f1de579a84ca2a81b3e017dd2a1fabaa46d' },
  { id: 'd8b3640f-8dfc-460b-bd67-fa8ad297d165', region: 'us', sha: '1618e55a15afc3d219ee599097d9a7694107d4d5' },
  { id: 'd8f20ffa-a515-43da-a039-6558e41a9c0b', region: 'ap', sha: 'bb32366ff806dc5ccab42dd73771615fed23665f' },
  { id: 'ce1a7417-33d3-4a94-b9d3-465b75dafd0c', region: 'us', sha: 'fe31ec27b6adcbaed1b741271c4d87a226a5e77b' },
  { id: '9ce5f2af-d2a4-4964-abd3-7290aeb60e55', region: 'eu', sha: 'ecfd30693c86b87259a16f4dbe6c3298a21e1736' },
  { id: '6953870b-edbb-4298-839c-7435358875cd', region: 'eu', sha: '0de62c9aaa46101fbe923628ae1e671b822de45b' },
  { id: '4f83c06e-9ed5-4bca-9bb8-5ddf56579c7d', region: 'us', sha: '296170e938844d0d5d74b7e84aba9dddc1bf57bb' },
  { id: '9189e99a-92f8-49ee-9e8d-fc8ba986d8f6', region: 'ap', sha: '0a370c431ff6fb298f11684fcedfc58aed030c50' },
];
