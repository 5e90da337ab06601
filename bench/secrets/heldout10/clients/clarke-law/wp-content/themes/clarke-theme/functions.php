<?php
/**
 * Clarke & Reed Solicitors theme setup.
 */

const CLARKE_RECAPTCHA_SITE_KEY = '6LUm7I_sVOHfYlZUTUAi65JQGY5IJuYAoA-1eadv';
define( 'CLARKE_RECAPTCHA_SECRET', get_option( 'clarke_recaptcha_secret', '' ) );

add_action( 'wp_enqueue_scripts', function () {
	wp_enqueue_style( 'clarke-law', get_stylesheet_uri(), array(), 'c4fe8508' );
	wp_enqueue_script( 'recaptcha', 'https://www.google.com/recaptcha/api.js?render=' . CLARKE_RECAPTCHA_SITE_KEY, array(), null, true );
	if ( is_page( 'contact' ) ) {
		wp_enqueue_script( 'google-maps', 'https://maps.googleapis.com/maps/api/js?key=' . rawurlencode( get_option( 'maps_api_key' ) ) . '&callback=initMap', array(), null, true );
	}
} );

function clarke_verify_recaptcha( $token ) {
	$response = wp_remote_post( 'https://www.google.com/recaptcha/api/siteverify', array(
		'body' => array(
			'secret'   => CLARKE_RECAPTCHA_SECRET,
			'response' => $token,
			'remoteip' => $_SERVER['REMOTE_ADDR'] ?? '',
		),
	) );
	$body = json_decode( wp_remote_retrieve_body( $response ), true );
	return ! empty( $body['success'] ) && ( $body['score'] ?? 0 ) >= 0.5;
}

add_filter( 'acf/settings/google_api_key', function () {
	return get_option( 'maps_api_key' );
} );
