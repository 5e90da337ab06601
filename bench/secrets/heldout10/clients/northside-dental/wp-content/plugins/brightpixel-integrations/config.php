<?php
/**
 * Settings for the brightpixel integrations plugin on northsidedental.co.uk.
 * Loaded by brightpixel-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
	'mailchimp' => array(
		'api_key' => 'd7ef48b27b907953f2624518b266fb7b-us6',
		'list_id' => '5cc5916a64',
	),
	'braintree' => array(
		'environment' => 'production',
		'merchant_id' => '4iobipwx9gbpneq8',
		'public_key'  => '7vc6ttzi3mtov2io',
		'private_key' => getenv( 'BRAINTREE_PRIVATE_KEY' ),
	),
	'algolia' => array(
		'application_id' => '99UJEPBY1B',
		'search_api_key' => '09a402062dbdb9f60449ff42a2622d21',
		'admin_api_key'  => 'f6bdb31fa9678111cba1570eede64212',
	),
	'cache_ttl' => HOUR_IN_SECONDS,
);
