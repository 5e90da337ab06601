package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.reactive.function.client.WebClient;

@WebServlet(value = "/ssrf-r7webclient")
public class R7WebClient extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String u = request.getParameter("u");
        String body = WebClient.create().get().uri(u).retrieve().bodyToMono(String.class).block();
        response.getWriter().println(body == null ? 0 : body.length());
    }
}
