<?php
/**
 * Settings for the brightpixel integrations plugin on pinewoodhotel.com.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => '62436242ef1945c5a1170035f37403fa-us21',
		'list_id' => 'a723f16f56',
	),
	'square' => array(
		'application_id' => 'sq0idp-KK8_p8_2kONszMhMU7aTKi',
		'location_id'    => 'LSGI7RK4MSAL5',
		'access_token'   => 'EAAAtKYXncY_E6Ik3hQhQ4xAlexLjUwE_ObuK2EVo5Lv8X-MU6E8aqdxJfHJ3t2g',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
