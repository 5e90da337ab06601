# wsadmin -lang jython -f create_datasource.py
import sys

cell = AdminControl.getCell()
node = AdminControl.getNode()

def createAuthAlias(alias, user, password):
    security = AdminConfig.getid('/Cell:%s/Security:/' % cell)
    attrs = [['alias', alias], ['userId', user], ['password', password], ['description', 'created by script']]
    return AdminConfig.create('JAASAuthData', security, attrs)

createAuthAlias('%s/ARCHIVE_DB' % node, 'ARCHIVE_APP', 'HGxS0k5VLjxnmtB1ZbrgiJ')
AdminConfig.save()
