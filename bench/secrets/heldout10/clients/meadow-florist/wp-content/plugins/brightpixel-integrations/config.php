<?php
/**
 * Settings for the brightpixel integrations plugin on meadowflorist.co.uk.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => '68c9ecb76f0edc29f8ce39f7df4bd7d5-us14',
		'list_id' => '3bf0da1231',
	),
	'braintree' => array(
		'environment' => 'production',
		'merchant_id' => 'ee7sa5e9314oqtty',
		'public_key'  => '9p1m19zreoh9y2yj',
		'private_key' => getenv( 'BRAINTREE_PRIVATE_KEY' ),
	),
	'algolia' => array(
		'application_id' => 'BUMLT7W89D',
		'search_api_key' => '2d64e9aa350a688b087189683b7a44ce',
		'admin_api_key'  => '4738604c3b71994a2755bafffefdf04e',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
