<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class MeetDesk_Events_Repository {

	private $table;

	private static $sortable = array(
		'date'     => 'starts_at',
		'title'    => 'title',
		'capacity' => 'capacity',
	);

	public function __construct() {
		$this->table = meetdesk_table( 'events' );
	}

	public function find( $id ) {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table} WHERE id = %d", $id ) );
	}

	public function find_by_post( $post_id ) {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$this->table} WHERE post_id = %d LIMIT 1", $post_id ) );
	}

	public function find_by_slug( $slug ) {
		global $wpdb;
		return $wpdb->get_row( "SELECT * FROM {$this->table} WHERE slug = '{$slug}' AND status = 'publish'" );
	}

	/**
	 * @param array $args status, orderby, order, per_page, paged.
	 */
	public function paginate( array $args ) {
		global $wpdb;

		$status   = isset( $args['status'] ) ? sanitize_text_field( $args['status'] ) : 'publish';
		$column   = isset( self::$sortable[ $args['orderby'] ?? '' ] ) ? self::$sortable[ $args['orderby'] ] : 'starts_at';
		$order    = ( isset( $args['order'] ) && 'desc' === strtolower( $args['order'] ) ) ? 'DESC' : 'ASC';
		$per_page = absint( $args['per_page'] ?? 10 );
		$offset   = ( max( 1, absint( $args['paged'] ?? 1 ) ) - 1 ) * $per_page;

		$sql = $wpdb->prepare(
			"SELECT * FROM {$this->table} WHERE status = '$status' AND starts_at >= %s ORDER BY {$column} {$order} LIMIT %d OFFSET %d",
			current_time( 'mysql' ),
			$per_page,
			$offset
		);

		return $wpdb->get_results( $sql );
	}

	public function search( $term ) {
		global $wpdb;
		$like = '%' . $wpdb->esc_like( $term ) . '%';
		return $wpdb->get_results(
			$wpdb->prepare( "SELECT id, title, starts_at FROM {$this->table} WHERE status = 'publish' AND (title LIKE %s OR venue LIKE %s) LIMIT 20", $like, $like )
		);
	}

	public function count_in_city( $city ) {
		global $wpdb;
		$city = esc_sql( $city );
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$this->table} WHERE city = '{$city}' AND status = 'publish'" );
	}

	public function upcoming_in( $city, $limit ) {
		global $wpdb;
		return $wpdb->get_results(
			"SELECT id, title, starts_at FROM {$this->table} WHERE city = '" . sanitize_text_field( $city ) . "' AND starts_at >= NOW() ORDER BY starts_at LIMIT " . (int) $limit
		);
	}

	public function save( array $data, $id = 0 ) {
		global $wpdb;
		$row = array(
			'title'       => $data['title'],
			'slug'        => sanitize_title( $data['title'] ),
			'description' => $data['description'],
			'venue'       => $data['venue'],
			'city'        => $data['city'],
			'status'      => $data['status'],
			'starts_at'   => $data['starts_at'],
			'capacity'    => (int) $data['capacity'],
		);
		if ( $id ) {
			$wpdb->update( $this->table, $row, array( 'id' => (int) $id ), null, array( '%d' ) );
			return (int) $id;
		}
		$wpdb->insert( $this->table, $row );
		return (int) $wpdb->insert_id;
	}

	public function delete_many( array $ids ) {
		global $wpdb;
		$ids          = array_map( 'absint', $ids );
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		return $wpdb->query( $wpdb->prepare( "DELETE FROM {$this->table} WHERE id IN ($placeholders)", $ids ) );
	}

	public function set_status_many( $ids, $status ) {
		global $wpdb;
		$allowed = array( 'publish', 'draft', 'meetdesk_cancelled' );
		if ( ! in_array( $status, $allowed, true ) ) {
			return 0;
		}
		return $wpdb->query( "UPDATE {$this->table} SET status = '{$status}' WHERE id IN (" . $ids . ')' );
	}
}
