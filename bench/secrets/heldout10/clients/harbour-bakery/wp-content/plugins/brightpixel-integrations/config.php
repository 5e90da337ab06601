<?php
/**
 * Settings for the brightpixel integrations plugin on harbourbakery.co.uk.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => '47b3e39e2e67ca48ce793108688a707f-us1',
		'list_id' => 'd9624e1d06',
	),
	'braintree' => array(
		'environment' => 'production',
		'merchant_id' => '9xup4ble4maa9hxz',
		'public_key'  => 'dlr0hflad0gp2w3b',
		'private_key' => 'a703e1ec808fcf105691c94785563f28',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
