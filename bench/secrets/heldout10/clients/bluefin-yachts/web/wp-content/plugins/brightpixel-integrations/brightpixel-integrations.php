<?php
/**
 * Plugin Name: Brightpixel Integrations
 * Description: Newsletter, payments and search glue for Bluefin Yachts.
 * Version: 2.8.6
 */
defined( 'ABSPATH' ) || exit;

$brightpixel_settings = require __DIR__ . '/config.php';

add_action( 'rest_api_init', function () use ( $brightpixel_settings ) {
	register_rest_route( 'brightpixel/v1', '/subscribe', array(
		'methods'             => 'POST',
		'permission_callback' => '__return_true',
		'callback'            => function ( WP_REST_Request $request ) use ( $brightpixel_settings ) {
			$key = $brightpixel_settings['mailchimp']['api_key'];
			$dc  = substr( $key, strpos( $key, '-' ) + 1 );
			return wp_remote_post( "https://{$dc}.api.mailchimp.com/3.0/lists/{$brightpixel_settings['mailchimp']['list_id']}/members", array(
				'headers' => array( 'Authorization' => 'Basic ' . base64_encode( 'anystring:' . $key ) ),
				'body'    => wp_json_encode( array( 'email_address' => sanitize_email( $request['email'] ), 'status' => 'pending' ) ),
			) );
		},
	) );
} );
