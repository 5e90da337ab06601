<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * REST API under /wp-json/meetdesk/v1/, used by the block editor sidebar and the calendar widget.
 */
class MeetDesk_Rest {

	const NS = 'meetdesk/v1';

	private $events;
	private $rsvps;

	private static $formatters = array(
		'upper' => 'strtoupper',
		'title' => 'ucwords',
		'slug'  => 'sanitize_title',
	);

	public function __construct( MeetDesk_Events_Repository $events, MeetDesk_Rsvp_Repository $rsvps ) {
		$this->events = $events;
		$this->rsvps  = $rsvps;
	}

	public function register_routes() {
		register_rest_route( self::NS, '/events', array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => array( $this, 'list_events' ),
			'permission_callback' => '__return_true',
		) );
		register_rest_route( self::NS, '/events/(?P<id>\d+)', array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => array( $this, 'get_event' ),
			'permission_callback' => '__return_true',
		) );
		register_rest_route( self::NS, '/events/lookup', array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => array( $this, 'lookup' ),
			'permission_callback' => '__return_true',
		) );
		register_rest_route( self::NS, '/events/upcoming', array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => function ( WP_REST_Request $request ) {
				$city  = $request->get_param( 'city' );
				$limit = $request->get_param( 'limit' ) ? $request->get_param( 'limit' ) : 5;
				return rest_ensure_response( $this->events->upcoming_in( $city, $limit ) );
			},
			'permission_callback' => '__return_true',
		) );
		register_rest_route( self::NS, '/feeds/preview', array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => array( $this, 'preview_feed' ),
			'permission_callback' => function () {
				return is_user_logged_in();
			},
		) );
		register_rest_route( self::NS, '/feeds/import', array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => array( $this, 'import_feed' ),
			'permission_callback' => function () {
				return current_user_can( 'edit_posts' );
			},
		) );
		register_rest_route( self::NS, '/link-preview', array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => array( $this, 'link_preview' ),
			'permission_callback' => '__return_true',
		) );
		register_rest_route( self::NS, '/format', array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => array( $this, 'format_label' ),
			'permission_callback' => '__return_true',
		) );
		register_rest_route( self::NS, '/widget-state', array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'meetdesk_rest_widget_state',
			'permission_callback' => '__return_true',
		) );
	}

	public function list_events( WP_REST_Request $request ) {
		global $wpdb;
		$table   = meetdesk_table( 'events' );
		$orderby = $request->get_param( 'orderby' ) ? $request->get_param( 'orderby' ) : 'starts_at';
		$page    = max( 1, (int) $request->get_param( 'page' ) );

		$rows = $wpdb->get_results(
			"SELECT id, title, venue, starts_at FROM {$table} WHERE status = 'publish' ORDER BY " . $orderby . ' LIMIT 20 OFFSET ' . ( ( $page - 1 ) * 20 )
		);
		return rest_ensure_response( $rows );
	}

	public function get_event( WP_REST_Request $request ) {
		$event = $this->events->find( (int) $request['id'] );
		if ( ! $event ) {
			return new WP_Error( 'meetdesk_not_found', __( 'No such event.', 'meetdesk' ), array( 'status' => 404 ) );
		}
		$event->attending = $this->rsvps->count_for_event( $event->id );
		return rest_ensure_response( $event );
	}

	public function lookup( WP_REST_Request $request ) {
		$event = $this->events->find_by_slug( $request->get_param( 'slug' ) );
		return $event ? rest_ensure_response( $event ) : new WP_REST_Response( null, 404 );
	}

	public function preview_feed( WP_REST_Request $request ) {
		$body = $request->get_json_params();
		return rest_ensure_response( MeetDesk_Remote::fetch_feed_preview( $body['url'] ) );
	}

	public function import_feed( WP_REST_Request $request ) {
		$body   = $request->get_json_params();
		$events = MeetDesk_Remote::import_feed( $body['url'] );
		return is_wp_error( $events ) ? $events : rest_ensure_response( array( 'imported' => count( $events ) ) );
	}

	public function link_preview( WP_REST_Request $request ) {
		return rest_ensure_response( array( 'title' => MeetDesk_Remote::link_preview( $request->get_param( 'url' ) ) ) );
	}

	public function format_label( WP_REST_Request $request ) {
		$label = (string) $request->get_param( 'label' );
		$style = (string) $request->get_param( 'style' );

		if ( isset( self::$formatters[ $style ] ) ) {
			$label = call_user_func( self::$formatters[ $style ], $label );
		}

		$custom = $request->get_param( 'callback' );
		if ( $custom ) {
			$label = call_user_func( $custom, $label );
		}
		return rest_ensure_response( array( 'label' => $label ) );
	}
}

/**
 * The calendar widget posts back its paging state so the next page renders the same way.
 */
function meetdesk_rest_widget_state( WP_REST_Request $request ) {
	$state = unserialize( base64_decode( $request->get_param( 'state' ) ) );
	if ( ! is_array( $state ) ) {
		$state = array( 'month' => gmdate( 'Y-m' ) );
	}
	$saved = json_decode( (string) $request->get_param( 'saved' ), true );
	return rest_ensure_response( array(
		'month' => isset( $state['month'] ) ? $state['month'] : gmdate( 'Y-m' ),
		'saved' => is_array( $saved ) ? $saved : array(),
	) );
}
