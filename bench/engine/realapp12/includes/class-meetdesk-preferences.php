<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Visitor display preferences (layout, city filter, hidden events), kept in a cookie so that
 * logged-out visitors get them too.
 */
class MeetDesk_Preferences {

	const COOKIE        = 'meetdesk_prefs';
	const LEGACY_COOKIE = 'meetdesk_p';

	private static $defaults = array(
		'layout' => 'list',
		'city'   => '',
		'hidden' => array(),
	);

	public static function current() {
		if ( ! empty( $_COOKIE[ self::COOKIE ] ) ) {
			$decoded = json_decode( wp_unslash( $_COOKIE[ self::COOKIE ] ), true );
			if ( is_array( $decoded ) ) {
				return array_merge( self::$defaults, array_intersect_key( $decoded, self::$defaults ) );
			}
		}
		// Versions before 2.0 stored a serialized array; read it once so people keep their settings.
		if ( ! empty( $_COOKIE[ self::LEGACY_COOKIE ] ) ) {
			$legacy = maybe_unserialize( stripslashes( $_COOKIE[ self::LEGACY_COOKIE ] ) );
			if ( is_array( $legacy ) ) {
				return array_merge( self::$defaults, $legacy );
			}
		}
		return self::$defaults;
	}

	public static function store( array $prefs ) {
		$prefs = array_merge( self::$defaults, array_intersect_key( $prefs, self::$defaults ) );
		setcookie( self::COOKIE, wp_json_encode( $prefs ), time() + YEAR_IN_SECONDS, COOKIEPATH, COOKIE_DOMAIN );
	}

	public static function remember_email( $email ) {
		setcookie( 'meetdesk_email', $email, array(
			'expires'  => time() + MONTH_IN_SECONDS,
			'path'     => COOKIEPATH,
			'domain'   => COOKIE_DOMAIN,
			'secure'   => is_ssl(),
			'httponly' => true,
			'samesite' => 'Lax',
		) );
	}

	/**
	 * Admin-side saved filters live in user meta, written only by this plugin.
	 */
	public static function admin_filters( $user_id ) {
		$raw = get_user_meta( $user_id, 'meetdesk_admin_filters', true );
		return maybe_unserialize( $raw );
	}
}
