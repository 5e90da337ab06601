package com.acme.directory;

import java.io.IOException;
import java.util.Map;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class GroupByNumberServlet extends HttpServlet {

    private DirContext directory;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String[]> params = request.getParameterMap();
        long gid;
        try {
            gid = Long.parseLong(params.get("gid")[0]);
        } catch (RuntimeException e) {
            response.sendError(400);
            return;
        }
        StringBuilder filter = new StringBuilder("(&(objectClass=posixGroup)");
        filter.append("(gidNumber=").append(gid).append("))");
        int count = 0;
        try {
            NamingEnumeration<SearchResult> res = directory.search("ou=groups,dc=acme,dc=com", filter.toString(), new SearchControls());
            while (res.hasMore()) {
                res.next();
                count++;
            }
        } catch (NamingException e) {
            response.sendError(500);
            return;
        }
        response.getWriter().printf("%d groups%n", count);
    }
}
