export const qbConfig = new Map<string, string>([
  ['clientId', 'ABwBOTu4PBnMUhR0HRbwMukWLUHjX9ZIchTSWrtXhn4tUVOUEn'],
  ['clientSecret', '3UfBuznDn1jP530vDQvBsvANovucmsBDl7FBsOOP'],
  ['environment', 'production'],
]);
