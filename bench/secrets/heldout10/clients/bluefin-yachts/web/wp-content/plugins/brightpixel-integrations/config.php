<?php
/**
 * Settings for the brightpixel integrations plugin on bluefinyachts.com.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => 'e40f328efa228212f7312315da04080f-us3',
		'list_id' => '354a21f6fe',
	),
	'stripe' => array(
		'publishable_key' => 'pk_live_VScxIIyDaSMR442uf3SclJBe',
		'secret_key'      => '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',
		'webhook_secret'  => getenv( 'STRIPE_WEBHOOK_SECRET' ),
	),
	'algolia' => array(
		'application_id' => 'MJ4HB7F2GU',
		'search_api_key' => '170c8918a740e39ed9783804fbbf9cd0',
		'admin_api_key'  => getenv( 'ALGOLIA_ADMIN_KEY' ),
	),
	'telegram' => array(
		'bot_token' => getenv( 'TELEGRAM_BOT_TOKEN' ),
		'chat_id'   => '-1002287454160',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
