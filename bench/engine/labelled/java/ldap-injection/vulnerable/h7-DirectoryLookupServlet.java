package com.acme.directory;

import java.io.IOException;
import java.io.PrintWriter;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DirectoryLookupServlet extends HttpServlet {

    private DirContext ctx;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String uid = request.getParameter("uid");
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        PrintWriter out = response.getWriter();
        try {
            NamingEnumeration<SearchResult> results =
                    ctx.search("ou=people,dc=acme,dc=com", "(uid=" + uid + ")", controls);
            while (results.hasMore()) {
                out.println(results.next().getNameInNamespace().length());
            }
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
