package org.bench.h8.xss;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssWriteCharsQuery extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String queryString = request.getQueryString();
        String paramval = "msg=";
        int paramLoc = -1;
        if (queryString != null) paramLoc = queryString.indexOf(paramval);
        if (paramLoc == -1) {
            response.getWriter().println("no message");
            return;
        }
        String param = queryString.substring(paramLoc + paramval.length());
        int ampersandLoc = param.indexOf("&");
        if (ampersandLoc != -1) {
            param = param.substring(0, ampersandLoc);
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");

        StringBuilder sb = new StringBuilder("<p class=\"flash\">__MSG__</p>");
        int at = sb.indexOf("__MSG__");
        sb.replace(at, at + 7, param);
        char[] chars = sb.toString().toCharArray();
        response.getWriter().write(chars, 0, chars.length);
    }
}
