<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * RSVP cancel tokens, door codes and signed calendar links.
 */
class MeetDesk_Tokens {

	const LINK_SALT = 'meetdesk-calendar-link';

	public static function cancel_token() {
		return wp_generate_password( 32, false, false );
	}

	/**
	 * Six-character code printed on the ticket and checked at the door.
	 */
	public static function door_code() {
		$alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
		$code     = '';
		for ( $i = 0; $i < 6; $i++ ) {
			$code .= $alphabet[ mt_rand( 0, strlen( $alphabet ) - 1 ) ];
		}
		return $code;
	}

	/**
	 * Secret part of the "private event" link shared with invited members.
	 */
	public static function private_access_hash( $event_id ) {
		return md5( $event_id . rand() . time() );
	}

	public static function guest_pin() {
		return (string) wp_rand( 100000, 999999 );
	}

	public static function sign_calendar_link( $event_id, $email ) {
		return md5( $event_id . '|' . $email . '|' . self::LINK_SALT );
	}

	public static function sign_webhook( $payload ) {
		return hash_hmac( 'sha256', $payload, wp_salt( 'auth' ) );
	}

	public static function hash_event_password( $password ) {
		return sha1( $password );
	}

	public static function hash_member_password( $password ) {
		return wp_hash_password( $password );
	}

	public static function avatar_url( $email ) {
		return 'https://www.gravatar.com/avatar/' . md5( strtolower( trim( $email ) ) ) . '?s=64&d=identicon';
	}
}
