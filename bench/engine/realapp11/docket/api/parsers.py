from flask_restful import inputs, reqparse

invoice_query = reqparse.RequestParser()
invoice_query.add_argument("matter", type=str, required=True, location="args", help="matter code")
invoice_query.add_argument("page", type=int, default=1, location="args")

webhook_test = reqparse.RequestParser()
webhook_test.add_argument("url", type=str, required=True, location="json")
webhook_test.add_argument("event", type=str, default="ping", location="json")

preview_args = reqparse.RequestParser()
preview_args.add_argument("url", type=str, required=True, location="args")
preview_args.add_argument("full", type=inputs.boolean, default=False, location="args")

fee_args = reqparse.RequestParser()
fee_args.add_argument("formula", type=str, required=True, location="json")
fee_args.add_argument("hours", type=float, required=True, location="json")
fee_args.add_argument("rate", type=float, default=250.0, location="json")
