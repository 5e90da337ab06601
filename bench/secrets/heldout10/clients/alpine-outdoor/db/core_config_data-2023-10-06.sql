-- core_config_data export (selected paths)
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'payment/braintree/private_key', '0:3:3Ok9KiqCzaSxCwjqfPINq6OUPRf2g3zFyMsUNb8Wlg9WMVXIcwPH8zazVc9QW4Oy');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'payment/braintree/merchant_id', 'wxy0zabs3l8nyrek');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'payment/adyen_abstract/client_key_live', 'live_S1MS7STPZD7K5AYWBVKVR439NFPF30DY');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'smtp/general/password', '0:3:9GWKOQmai9UVxU+RP/Tv0U0+JbOTlEUQzEU7Pc4vFvdVba3IZx6jt3rtPpBpiLe8');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'recaptcha_frontend/type_recaptcha_v3/public_key', '6L8ahkatAhOqzj4moLsgfASFabZoHzGaFNryMAhn');
INSERT INTO `core_config_data` (`scope`, `scope_id`, `path`, `value`) VALUES ('default', 0, 'recaptcha_frontend/type_recaptcha_v3/private_key', '0:3:P+equ4ux9miUcUCiBFbGcuCuQKTxFDRC7vR82cv63eLWN8c5y0uDzwrb6f/ZMNez');
INSERT INTO `admin_user` (`user_id`, `firstname`, `lastname`, `email`, `username`, `password`, `is_active`) VALUES (1, 'Store', 'Admin', 'admin@alpineoutdoor.com', 'admin', 'b831de30cac3ba38be7387811e522cf55b9e2951644d638ce2c00a3c5df8e585:slHGbG2do2MXKPQgUe3rqjJAaC48w8k2:3_32_2_67108864', 1);
INSERT INTO `admin_user` (`user_id`, `firstname`, `lastname`, `email`, `username`, `password`, `is_active`) VALUES (2, 'Amara', 'Dev', 'amara@brightpixel.studio', 'amara', '5305d8fb3ee317bf3cc527ae1f625453e43f5a10a1d3d172570020c185de6c3d:7dEKoThxumVEWucGGbYnnZqOeHT9pgXP:3_32_2_67108864', 1);
-- staging admin reset: bin/magento admin:user:create --admin-user=agency --admin-password='8YJZn_CQF19Bjrh-0Y5x'
