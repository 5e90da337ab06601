<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class MeetDesk_Rsvp_Repository {

	private $table;

	public function __construct() {
		$this->table = meetdesk_table( 'rsvps' );
	}

	public function create( $event_id, $name, $email, $guests, $token, $code ) {
		global $wpdb;
		$wpdb->insert(
			$this->table,
			array(
				'event_id'   => $event_id,
				'name'       => $name,
				'email'      => $email,
				'guests'     => $guests,
				'token'      => $token,
				'code'       => $code,
				'created_at' => current_time( 'mysql' ),
			),
			array( '%d', '%s', '%s', '%d', '%s', '%s', '%s' )
		);
		return (int) $wpdb->insert_id;
	}

	public function count_for_event( $event_id ) {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(1 + guests), 0) FROM {$this->table} WHERE event_id = %d", $event_id ) );
	}

	public function already_registered( $event_id, $email ) {
		global $wpdb;
		return (bool) $wpdb->get_var( "SELECT id FROM {$this->table} WHERE event_id = " . (int) $event_id . " AND email = '" . $email . "'" );
	}

	public function find_by_token( $token ) {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table} WHERE token = %s", $token ) );
	}

	public function delete( $id ) {
		global $wpdb;
		return $wpdb->delete( $this->table, array( 'id' => (int) $id ), array( '%d' ) );
	}

	public function attendees( $event_id ) {
		global $wpdb;
		return $wpdb->get_results( "SELECT name, email, guests, created_at FROM {$this->table} WHERE event_id = " . esc_html( $event_id ) . ' ORDER BY created_at' );
	}

	public function attendees_page( $event_id, $page ) {
		global $wpdb;
		$offset = ( max( 1, intval( $page ) ) - 1 ) * 50;
		return $wpdb->get_results( "SELECT name, email, guests FROM {$this->table} WHERE event_id = " . absint( $event_id ) . " ORDER BY id LIMIT 50 OFFSET {$offset}" );
	}
}
