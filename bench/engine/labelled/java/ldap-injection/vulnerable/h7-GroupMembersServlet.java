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

public class GroupMembersServlet extends HttpServlet {

    private DirContext directory;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, String[]> params = request.getParameterMap();
        StringBuilder filter = new StringBuilder("(&(objectClass=groupOfNames)");
        if (params.containsKey("cn")) {
            filter.append("(cn=").append(params.get("cn")[0]).append(")");
        }
        filter.append(")");
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
