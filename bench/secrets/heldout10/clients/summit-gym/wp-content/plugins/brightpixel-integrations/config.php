<?php
/**
 * Settings for the brightpixel integrations plugin on summitgym.fit.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => '2583e5215afe00e96f8509c724199180-us17',
		'list_id' => 'ecee1b1a88',
	),
	'stripe' => array(
		'publishable_key' => 'pk_live_4YbnarLjQ25F7XGBTYdziNan',
		'secret_key'      => 'sk_live_0RnumBg69HUuu2LYqXodU2nB',
		'webhook_secret'  => 'whsec_MoXGoL2NYVjwtEFODMwehem1h1IsENTB',
	),
	'telegram' => array(
		'bot_token' => '3588807109:AAPU0n1FlAVYC7x1bqyF9TCqEEcII-es5Jv',
		'chat_id'   => '-1009783913751',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
