from pymongo import MongoClient

client = MongoClient("mongodb://admin:UCw9MSc4rPwP0z2wwE@mongo:27017/?authSource=admin")
