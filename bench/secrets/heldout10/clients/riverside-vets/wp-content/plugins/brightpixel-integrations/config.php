<?php
/**
 * Settings for the brightpixel integrations plugin on riversidevets.co.uk.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => '487bd505b397fae5c202a21d8a174822-us5',
		'list_id' => 'd1786a8fd8',
	),
	'stripe' => array(
		'publishable_key' => 'pk_live_7Pb8FJsmnwBsCXNShVJMuslO',
		'secret_key'      => 'sk_live_fU7gkHCPB7KhjEeGtVGoCO9e',
		'webhook_secret'  => getenv( 'STRIPE_WEBHOOK_SECRET' ),
	),
	'algolia' => array(
		'application_id' => 'VXWFSE6PGM',
		'search_api_key' => '2cb398c87f867892818ec0ed0cf956d0',
		'admin_api_key'  => '4217759d67709ce87a71a42c547bd547',
	),
	'telegram' => array(
		'bot_token' => '9165307587:AAHzX6r2dv7BNq2-kyMmJ0Slhe7f5eSRjWy',
		'chat_id'   => '-1007225556137',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
