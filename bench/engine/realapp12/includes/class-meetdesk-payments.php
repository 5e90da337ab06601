<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Paid tickets through the club's payment provider.
 */
class MeetDesk_Payments {

	const API_BASE = 'https://api.payrail.example/v2/';

	// Fallback for sites that never opened the settings page.
	const DEFAULT_SECRET = 'prl_sk_live_5Jd8Qm2Vx7Lc4Nt9Rw1Ybz6Hk3Pf0Ga';

	const SETTINGS_KEY = 'meetdesk_payments';

	private function secret() {
		$settings = get_option( self::SETTINGS_KEY, array() );
		if ( ! empty( $settings['secret_key'] ) ) {
			return $settings['secret_key'];
		}
		if ( defined( 'MEETDESK_PAYRAIL_SECRET' ) ) {
			return MEETDESK_PAYRAIL_SECRET;
		}
		return self::DEFAULT_SECRET;
	}

	public function create_checkout( $event, $quantity, $return_url ) {
		$response = wp_remote_post( self::API_BASE . 'checkouts', array(
			'headers' => array( 'Authorization' => 'Bearer ' . $this->secret() ),
			'body'    => array(
				'amount'     => (int) $event->price * (int) $quantity,
				'reference'  => 'event-' . $event->id,
				'return_url' => $return_url,
			),
		) );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return json_decode( wp_remote_retrieve_body( $response ), true );
	}

	public function webhook_secret() {
		$webhook_secret = meetdesk_get_setting( 'webhook_secret', '' );
		return $webhook_secret;
	}
}
