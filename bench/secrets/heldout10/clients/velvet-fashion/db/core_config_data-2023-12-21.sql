-- core_config_data export (selected paths)
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'payment/braintree/private_key', '0:3:zNtf55JNN+pt0+Qq9VVdiUVssJzu6efE8JpUr+dXfol+pQCcQjY+OCRfvwZB1SrL');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'payment/braintree/merchant_id', 't8pjfletcnpeo01d');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'payment/adyen_abstract/client_key_live', 'live_D8PFGKOASFJS8BM3COFFIYYXDHVMNM0P');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'smtp/general/password', '0:3:/0G2AF/7OQYsxnXNk61jcvS4FwOWfsEzCqfE2hkJwXP9viFGPO22wR/aWWq7zFRh');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'recaptcha_frontend/type_recaptcha_v3/public_key', '6LfRLudJMk1Pigo0l1yoVhYoRAtWrL0oYqbS7y3E');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'recaptcha_frontend/type_recaptcha_v3/private_key', '0:3:mQnLpn8BF2NZaponYjJYHZyciNugciJNUOwsafz1zlKr6jOBIsni7vK9OCwjAlNB');
INSERT INTO `admin_user` (`user_id`, `firstname`, `lastname`, `email`, `username`, `password`, `is_active`) VALUES (1, 'Store', 'Admin', 'admin@velvetfashion.co.uk', 'admin', '3abe6dbbc510d8abfd910a75c42f1fa92ea0447b48d987c92a14e9e11f021cb7:PgFqa1AxILUxwSXZkaFZXYO2vCqQMsDY:3_32_2_67108864', 1);
INSERT INTO `admin_user` (`user_id`, `firstname`, `lastname`, `email`, `username`, `password`, `is_active`) VALUES (2, 'Amara', 'Dev', 'amara@brightpixel.studio', 'amara', '97346d5d37efdade06385177466b9133e62f63a829c466107f63682f2f926754:QdH3yKrBwBUkyj17fJT5SEBgu9Xf9TId:3_32_2_67108864', 1);
-- staging admin reset: bin/magento admin:user:create --admin-user=agency --admin-password="$ADMIN_PASSWORD"
