<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Outbound HTTP: iCal feed import, link previews for event pages, geocoding of venues.
 */
class MeetDesk_Remote {

	const GEOCODE_ENDPOINT = 'https://maps.googleapis.com/maps/api/geocode/json';

	private static $preview_hosts = array( 'www.youtube.com', 'vimeo.com', 'www.eventbrite.com' );

	public static function import_feed( $feed_url ) {
		$response = wp_safe_remote_get( $feed_url, array( 'timeout' => 10 ) );
		if ( is_wp_error( $response ) ) {
			return new WP_Error( 'meetdesk_feed', $response->get_error_message() );
		}
		return self::parse_ical( wp_remote_retrieve_body( $response ) );
	}

	public static function fetch_feed_preview( $feed_url ) {
		$response = wp_remote_get( $feed_url, array( 'timeout' => 10, 'redirection' => 3 ) );
		if ( is_wp_error( $response ) ) {
			return array();
		}
		return array_slice( self::parse_ical( wp_remote_retrieve_body( $response ) ), 0, 5 );
	}

	public static function link_preview( $url ) {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( ! in_array( $host, self::$preview_hosts, true ) ) {
			return null;
		}
		$response = wp_remote_get( $url, array( 'timeout' => 5 ) );
		if ( is_wp_error( $response ) ) {
			return null;
		}
		preg_match( '/<title>(.*?)<\/title>/is', wp_remote_retrieve_body( $response ), $m );
		return isset( $m[1] ) ? trim( $m[1] ) : null;
	}

	public static function geocode( $address ) {
		$url      = add_query_arg(
			array(
				'address' => rawurlencode( $address ),
				'key'     => MEETDESK_MAPS_KEY,
			),
			self::GEOCODE_ENDPOINT
		);
		$response = wp_remote_get( $url );
		if ( is_wp_error( $response ) ) {
			return null;
		}
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		return $body['results'][0]['geometry']['location'] ?? null;
	}

	public static function ping_webhook( $endpoint, array $payload ) {
		$body = wp_json_encode( $payload );
		return wp_remote_post( $endpoint, array(
			'body'    => $body,
			'headers' => array(
				'Content-Type'        => 'application/json',
				'X-MeetDesk-Signature' => MeetDesk_Tokens::sign_webhook( $body ),
			),
		) );
	}

	private static function parse_ical( $ics ) {
		$events = array();
		foreach ( explode( 'BEGIN:VEVENT', $ics ) as $chunk ) {
			if ( preg_match( '/SUMMARY:(.+)/', $chunk, $summary ) && preg_match( '/DTSTART[^:]*:(\d{8}T?\d{0,6})/', $chunk, $start ) ) {
				$events[] = array(
					'title'     => trim( $summary[1] ),
					'starts_at' => gmdate( 'Y-m-d H:i:s', strtotime( $start[1] ) ),
				);
			}
		}
		return $events;
	}
}
