from flask_restful import reqparse

lookup_args = reqparse.RequestParser()
lookup_args.add_argument("url", type=str, required=True, location="args")
