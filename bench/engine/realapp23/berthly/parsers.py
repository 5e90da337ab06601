from flask_restful import reqparse

berth_list_parser = reqparse.RequestParser()
berth_list_parser.add_argument("pontoon", type=str, location="args")
berth_list_parser.add_argument("min_length", type=float, location="args")
berth_list_parser.add_argument("order", type=str, default="code", location="args")

berth_search_parser = reqparse.RequestParser()
berth_search_parser.add_argument("q", type=str, required=True, location="args")
berth_search_parser.add_argument("marina", type=int, location="args")

cancel_parser = reqparse.RequestParser()
cancel_parser.add_argument("reason", type=str, location="json")
cancel_parser.add_argument("notify_url", type=str, location="json")

token_parser = reqparse.RequestParser()
token_parser.add_argument("email", type=str, required=True)
token_parser.add_argument("password", type=str, required=True)

directory_parser = reqparse.RequestParser()
directory_parser.add_argument("name", type=str, location="args")
directory_parser.add_argument("page", type=int, default=1, location="args")
