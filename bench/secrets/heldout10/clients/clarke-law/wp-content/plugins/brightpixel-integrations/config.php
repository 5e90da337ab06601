<?php
/**
 * Settings for the brightpixel integrations plugin on clarkereed.law.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => defined( 'MAILCHIMP_API_KEY' ) ? MAILCHIMP_API_KEY : '',
		'list_id' => '1d56d042db',
	),
	'stripe' => array(
		'publishable_key' => 'pk_live_fqCMtXcUzlEFe8xHPUaSJQuP',
		'secret_key'      => getenv( 'STRIPE_SECRET_KEY' ),
		'webhook_secret'  => 'whsec_pKpiOSql0phmK2vVN6VCUaNgqbGJSAZl',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
